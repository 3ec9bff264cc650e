import { useTranslation } from '../../../lib/i18n';
import type { Course } from '@shared/schemas/academy.schemas';
import { enrollmentSchema } from '@shared/schemas/academy.schemas';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { useEnroll } from '../api/enrollments.api';
import { courseFacts } from '../course-facts';

const EXPERIENCE_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Professional'] as const;

function EnrollmentForm({ course, onDone }: { course: Course; onDone: () => void }) {
  const { t } = useTranslation();
  const enroll = useEnroll();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(enrollmentSchema, {
    defaultValues: { name: '', email: '', phone: '', experience: '', courseId: course.id },
  });

  const onSubmit = handleSubmit((values) =>
    enroll.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('academy.enrolled'),
          description: t('academy.enrolledText'),
        });
        reset();
        onDone();
      },
      onError: () =>
        toast({
          title: t('common.error'),
          description: t('academy.enrollFailed'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('academy.form')}
    >
      <input type="hidden" {...register('courseId')} />
      <TextField
        label={t('academy.fullName')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('academy.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('academy.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SelectField
        label={t('academy.experience')}
        placeholder={t('academy.selectExperience')}
        options={EXPERIENCE_LEVELS.map((value) => ({ value, label: t(`academy.levels.${value}`) }))}
        error={errors.experience?.message}
        {...register('experience')}
      />
      <Button type="submit" size="lg" className="mt-2" disabled={enroll.isPending}>
        {enroll.isPending ? t('common.processing') : t('academy.complete')}
      </Button>
    </form>
  );
}

/** The enrolment dialog, titled with the course; closes on success. */
export function EnrollmentDialog({
  course,
  onClose,
}: {
  course: Course | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const facts = course && courseFacts(course, t);
  return (
    <Modal open={course !== null} onClose={onClose} title={course?.title ?? ''}>
      {course && facts && (
        <>
          <p className="mb-5 text-sm text-mist">
            {facts.duration} · {facts.price}
          </p>
          <EnrollmentForm key={course.id} course={course} onDone={onClose} />
        </>
      )}
    </Modal>
  );
}
