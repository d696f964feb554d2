import torch
import torch.nn.functional as F

from .distill_step import student_update
from .metrics import score_files


def train_teacher(teacher, noisy_mag, clean_mag, iters, batch=8):
    opt = torch.optim.Adam(teacher.parameters(), lr=2e-3)
    for i in range(iters):
        sl = slice((i * batch) % noisy_mag.shape[0], (i * batch) % noisy_mag.shape[0] + batch)
        loss = F.l1_loss(torch.log1p(teacher(noisy_mag[sl])), torch.log1p(clean_mag[sl]))
        opt.zero_grad()
        loss.backward()
        opt.step()
    teacher.eval()
    return loss.item()


def distil(student, teacher, noisy_mag, val, cfg):
    opt = torch.optim.Adam(student.parameters(), lr=cfg["lr"])
    scaler = torch.cuda.amp.GradScaler(enabled=cfg["amp"])
    log = {"lsd_train": [], "lsd_val": []}
    for epoch in range(cfg["epochs"]):
        for s in range(0, noisy_mag.shape[0], cfg["batch"]):
            log["lsd_train"].append(student_update(student, teacher, opt, scaler,
                                                   noisy_mag[s:s + cfg["batch"]], cfg["amp"]))
        log["lsd_val"].append(score_files(student, *val))
        print(f"epoch {epoch}: train LSD {log['lsd_train'][-1]:.2f} dB, val LSD {log['lsd_val'][-1]:.2f} dB")
    return log
