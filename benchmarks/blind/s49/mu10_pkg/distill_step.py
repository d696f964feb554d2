import torch

from .metrics import log_spectral_distance


def student_update(student, teacher, opt, scaler, noisy_mag, use_amp=False):
    with torch.no_grad():
        target_mag = teacher(noisy_mag)
    with torch.autocast("cpu", enabled=use_amp):
        student_mag = student(noisy_mag)
        loss = log_spectral_distance(student_mag, target_mag)
    opt.zero_grad()
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
    return loss.item()
