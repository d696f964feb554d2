import numpy as np
import torch

from .data import STAGES, film_frames
from .distill import Distiller
from .evaluation import validate

CFG = {"classes": len(STAGES), "lr": 3e-3, "temperature": 3.0, "size": 12,
       "labelled": 256, "unlabelled": 1024, "val": 2048, "batch": 64,
       "teacher_epochs": 4, "epochs": 4}


class EventSink:
    def __init__(self):
        self.events = []

    def emit(self, **fields):
        self.events.append(fields)


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x_lab, y_lab = film_frames(CFG["labelled"], CFG["size"], gen)
    x_unl, _ = film_frames(CFG["unlabelled"], CFG["size"], gen)
    x_val, y_val = film_frames(CFG["val"], CFG["size"], gen)
    kd = Distiller(CFG, EventSink())
    kd.fit_teacher(x_lab, y_lab, CFG["teacher_epochs"], 32, gen)
    with torch.no_grad():
        teacher_acc = (kd.teacher(x_val).argmax(1) == y_val).float().mean().item()
    print(f"teacher val acc {teacher_acc:.3f}")
    for epoch in range(CFG["epochs"]):
        perm = torch.randperm(CFG["unlabelled"], generator=gen)
        losses = [kd.on_batch(x_unl[perm[i:i + CFG["batch"]]]) for i in range(0, CFG["unlabelled"], CFG["batch"])]
        acc, conf = validate(kd.student, x_val, y_val)
        print(f"epoch {epoch}: kd loss {np.mean(losses):.4f}  student val acc {acc:.3f}  mean confidence {conf:.3f}")


if __name__ == "__main__":
    main()
