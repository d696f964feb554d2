import numpy as np
import torch
import torch.nn.functional as F

from .calibration import expected_calibration_error, fit_temperature
from .kd import RoofDistiller
from .nets import build
from .roof import RAIN, roof_clips
from .telemetry import Telemetry

CFG = {"classes": len(RAIN), "bands": 12, "frames": 24, "lr": 1e-2, "temperature": 2.0,
       "labelled": 256, "unlabelled": 768, "batch": 64, "teacher_epochs": 6, "epochs": 6}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x_lab, y_lab = roof_clips(CFG["labelled"], CFG["bands"], CFG["frames"], gen)
    x_unl, _ = roof_clips(CFG["unlabelled"], CFG["bands"], CFG["frames"], gen)
    x_cal, y_cal = roof_clips(256, CFG["bands"], CFG["frames"], gen)
    teacher = build("big", CFG["classes"], CFG["bands"])
    t_opt = torch.optim.Adam(teacher.parameters(), lr=CFG["lr"])
    for _ in range(CFG["teacher_epochs"]):
        for i in range(0, CFG["labelled"], 32):
            loss = F.cross_entropy(teacher(x_lab[i:i + 32]), y_lab[i:i + 32])
            t_opt.zero_grad()
            loss.backward()
            t_opt.step()
    kd = RoofDistiller(CFG, teacher, Telemetry())
    for epoch in range(CFG["epochs"]):
        perm = torch.randperm(CFG["unlabelled"], generator=gen)
        losses = [kd.on_batch(x_unl[perm[i:i + CFG["batch"]]]) for i in range(0, CFG["unlabelled"], CFG["batch"])]
        print(f"epoch {epoch}: kd loss {np.mean(losses):.4f}")
    with torch.no_grad():
        logits = kd.student_logits(x_cal)
    acc = (logits.argmax(1) == y_cal).float().mean().item()
    temp = fit_temperature(logits, y_cal)
    before = expected_calibration_error(logits.softmax(1), y_cal)
    after = expected_calibration_error((logits / temp).softmax(1), y_cal)
    print(f"student acc {acc:.3f}  fitted T {temp:.3f}  ECE {before:.3f} -> {after:.3f}")
    print("teacher/student agreement diagonal:", np.round(kd.agreement_matrix().diag().numpy(), 2))


if __name__ == "__main__":
    main()
