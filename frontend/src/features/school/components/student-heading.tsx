import type { StudentView } from '@shared/school/schemas';

/** The student a screen is about: name, student number and class. */
export function StudentHeading({ student }: { student: StudentView }) {
  return (
    <div>
      <h2 className="text-xl font-semibold">{student.name}</h2>
      <p className="text-sm text-muted-foreground">
        Student No {student.sid}
        {student.class ? ` · ${student.class}` : ''}
      </p>
    </div>
  );
}
