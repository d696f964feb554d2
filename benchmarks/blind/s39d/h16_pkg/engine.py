import torch
import torch.nn.functional as F

from .temperature import kd_objective


def fit_teacher(teacher, data, epochs, lr, batch=64):
    x, y = data
    opt = torch.optim.Adam(teacher.parameters(), lr=lr)
    for _ in range(epochs):
        perm = torch.randperm(x.size(0))
        for i in range(0, x.size(0), batch):
            idx = perm[i:i + batch]
            ce = F.cross_entropy(teacher(x[idx]), y[idx])
            opt.zero_grad()
            ce.backward()
            opt.step()
    return teacher


def distill(student, teacher, pings, cfg):
    opt = torch.optim.SGD(student.parameters(), lr=cfg["lr_student"], momentum=0.9)
    teacher.eval()
    for epoch in range(cfg["kd_epochs"]):
        perm, running = torch.randperm(pings.size(0)), 0.0
        for i in range(0, pings.size(0), cfg["batch"]):
            xb = pings[perm[i:i + cfg["batch"]]]
            with torch.no_grad():
                t_logits = teacher(xb)
            kd = kd_objective(student(xb), t_logits, cfg["T"])
            opt.zero_grad()
            kd.backward()
            opt.step()
            running += kd.item()
        yield epoch, running
