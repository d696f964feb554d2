import torch

from .data import make_split
from .engine import accuracy, distill, train_supervised
from .nets import student_net, teacher_net

CONFIG = {
    "n_train": 1200,
    "n_test": 300,
    "teacher_epochs": 3,
    "student_epochs": 4,
    "lr": 3e-3,
    "temperature": 4.0,
    "alpha": 0.7,
    "seed": 0,
}


def main(cfg=CONFIG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    x_tr, y_tr = make_split(cfg["n_train"], seed=cfg["seed"])
    x_te, y_te = make_split(cfg["n_test"], seed=cfg["seed"] + 1)

    teacher = train_supervised(teacher_net(), x_tr, y_tr, cfg["teacher_epochs"], cfg["lr"], gen)
    print(f"teacher test accuracy {accuracy(teacher, x_te, y_te):.3f}")

    student = student_net()
    print(f"student params {sum(p.numel() for p in student.parameters())}, "
          f"teacher params {sum(p.numel() for p in teacher.parameters())}")

    def log(epoch, loss):
        print(f"distill epoch {epoch}: loss {loss:.4f} "
              f"student acc {accuracy(student, x_te, y_te):.3f}")

    distill(teacher, student, x_tr, y_tr, cfg["student_epochs"], cfg["lr"],
            cfg["temperature"], cfg["alpha"], gen, on_epoch=log)


if __name__ == "__main__":
    main()
