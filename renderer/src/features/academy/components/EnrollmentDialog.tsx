import type { Course } from '@shared/schemas/academy.schemas';
import { enrollmentSchema } from '@shared/schemas/academy.schemas';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { useEnroll } from '../api/enrollments.api';

const EXPERIENCE_LEVELS = [
  { value: 'Beginner', label: 'Beginner' },
  { value: 'Intermediate', label: 'Intermediate' },
  { value: 'Advanced', label: 'Advanced' },
  { value: 'Professional', label: 'Professional' },
] as const;

function EnrollmentForm({ course, onDone }: { course: Course; onDone: () => void }) {
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
          title: 'Enrollment Successful!',
          description: "We'll contact you soon with course details and payment information.",
        });
        reset();
        onDone();
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to process enrollment. Please try again.',
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Enrollment"
    >
      <input type="hidden" {...register('courseId')} />
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone Number (Optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SelectField
        label="Experience Level (Optional)"
        placeholder="Select your experience level"
        options={EXPERIENCE_LEVELS}
        error={errors.experience?.message}
        {...register('experience')}
      />
      <Button type="submit" size="lg" className="mt-2" disabled={enroll.isPending}>
        {enroll.isPending ? 'Processing...' : 'Complete Enrollment'}
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
  return (
    <Modal open={course !== null} onClose={onClose} title={course?.title ?? ''}>
      {course && (
        <>
          <p className="mb-5 text-sm text-mist">
            {course.duration} · {course.price}
          </p>
          <EnrollmentForm key={course.id} course={course} onDone={onClose} />
        </>
      )}
    </Modal>
  );
}
