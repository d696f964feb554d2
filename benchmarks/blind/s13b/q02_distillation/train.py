import torch

from data import synthetic_classification
from distill import Distiller, fit_teacher
from losses import make_kd_loss
from models import TinyStudent, WideTeacher

CONFIG = {
    "in_dim": 20,
    "num_classes": 5,
    "batch_size": 64,
    "teacher_lr": 1e-3,
    "teacher_epochs": 3,
    "student_lr": 0.05,
    "student_epochs": 3,
    "temperature": 4.0,
    "alpha": 0.7,
}


def main(cfg=CONFIG):
    torch.manual_seed(1)
    feats, labels = synthetic_classification(1280, cfg["in_dim"], cfg["num_classes"], seed=0)
    x_tr, x_va = feats[:1024], feats[1024:]
    y_tr, y_va = labels[:1024], labels[1024:]

    teacher = fit_teacher(WideTeacher(cfg["in_dim"], cfg["num_classes"]), x_tr, y_tr, cfg)
    student = TinyStudent(cfg["in_dim"], cfg["num_classes"])
    distiller = Distiller(teacher, student, make_kd_loss(cfg), cfg)
    print(f"teacher acc {distiller.accuracy(teacher, x_va, y_va):.3f}")

    for epoch in range(cfg["student_epochs"]):
        loss = distiller.train_epoch(x_tr, y_tr)
        acc = distiller.accuracy(student, x_va, y_va)
        print(f"epoch {epoch} kd_loss={loss:.4f} student_acc={acc:.3f}")


if __name__ == "__main__":
    main()
