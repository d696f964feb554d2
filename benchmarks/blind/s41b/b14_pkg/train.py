import torch

from .distill import Distiller, supervised_step
from .evaluate import evaluate
from .freezing import freeze, n_trainable
from .nets import Student, Teacher
from .strokes import recordings

RUN = {"seed": 31, "n_train": 600, "n_test": 2000, "teacher_epochs": 40, "student_epochs": 60, "batch": 64}


def epochs_of(n, batch, gen):
    perm = torch.randperm(n, generator=gen)
    return [perm[i:i + batch] for i in range(0, n, batch)]


def main(run=RUN):
    torch.manual_seed(run["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(run["seed"])
    x, y = recordings(run["n_train"], gen)
    xt, yt = recordings(run["n_test"], gen)

    teacher = Teacher()
    t_opt = torch.optim.Adam(teacher.parameters(), lr=1e-3, weight_decay=1e-4)
    for _ in range(run["teacher_epochs"]):
        for idx in epochs_of(run["n_train"], run["batch"], gen):
            supervised_step(teacher, t_opt, x[idx], y[idx])
    freeze(teacher)
    with torch.no_grad():
        print(f"teacher test acc {evaluate(teacher, xt, yt):.3f}  (trainable params left: {n_trainable(teacher)})")

    results = {}
    for mode in ("ce_only", "distilled"):
        torch.manual_seed(run["seed"] + 1)
        student = Student()
        s_opt = torch.optim.Adam(student.parameters(), lr=3e-3)
        distiller = Distiller(student, teacher)
        for _ in range(run["student_epochs"]):
            for idx in epochs_of(run["n_train"], run["batch"], gen):
                if mode == "distilled":
                    distiller.step(s_opt, x[idx], y[idx])
                else:
                    supervised_step(student, s_opt, x[idx], y[idx])
        with torch.no_grad():
            results[mode] = evaluate(student, xt, yt)
        print(f"student ({mode}, {n_trainable(student)} params) test acc {results[mode]:.3f}")


if __name__ == "__main__":
    main()
