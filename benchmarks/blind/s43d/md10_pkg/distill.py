import torch
import torch.nn.functional as F


def distill_epoch(student, teachers, opt, transfer_x, temperature=2.0, batch=64):
    """Match the student to the ensemble's averaged, softened predictive distribution."""
    student.train()
    total, n = 0.0, 0
    for idx in torch.randperm(len(transfer_x)).split(batch):
        xb = transfer_x[idx]
        target = torch.stack([F.softmax(t(xb) / temperature, dim=1) for t in teachers]).mean(0)
        log_q = F.log_softmax(student(xb) / temperature, dim=1)
        kd = F.kl_div(log_q, target, reduction="batchmean") * temperature ** 2
        opt.zero_grad()
        kd.backward()
        opt.step()
        total += kd.item()
        n += 1
    return total / n
