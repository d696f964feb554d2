import torch
import torch.nn.functional as F

from kd import Distiller
from meters import MeterGroup
from nets import create

CFG = {"in_dim": 20, "classes": 5, "n": 512, "batch": 64, "teacher_epochs": 8, "student_epochs": 6, "lr": 3e-3}


def dataset(cfg, seed=0):
    g = torch.Generator().manual_seed(seed)
    w = torch.randn(cfg["in_dim"], cfg["classes"], generator=g)
    x = torch.randn(cfg["n"], cfg["in_dim"], generator=g)
    y = (x @ w + 0.5 * torch.randn(cfg["n"], cfg["classes"], generator=g)).argmax(1)
    return x, y


def batches(x, y, bs):
    perm = torch.randperm(len(x))
    for i in range(0, len(x), bs):
        idx = perm[i:i + bs]
        yield x[idx], y[idx]


def pretrain_teacher(teacher, x, y, cfg):
    opt = torch.optim.Adam(teacher.parameters(), lr=cfg["lr"])
    for _ in range(cfg["teacher_epochs"]):
        for xb, yb in batches(x, y, cfg["batch"]):
            loss = F.cross_entropy(teacher(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = dataset(cfg)
    teacher = create("teacher_wide", cfg["in_dim"], cfg["classes"])
    pretrain_teacher(teacher, x, y, cfg)
    student = create("student_small", cfg["in_dim"], cfg["classes"])
    distiller = Distiller(teacher, student, torch.optim.Adam(student.parameters(), lr=cfg["lr"]))
    meters = MeterGroup("loss", "kd", "ce")
    for epoch in range(cfg["student_epochs"]):
        meters.reset()
        for xb, yb in batches(x, y, cfg["batch"]):
            stats = distiller.train_step(xb, yb)
            meters.update(n=xb.size(0), **stats)
        print(f"epoch {epoch}: {meters}")


if __name__ == "__main__":
    main()
