import torch

from .momentum import MomentumTeacher
from .nets import Network
from .objective import SelfDistillationLoss
from .windows import batches, random_view, synth_windows

CFG = dict(epochs=3, batch_size=64, lr=5e-4, out_dim=128, n=512)


def knn_accuracy(backbone, x, y, k=5):
    backbone.eval()
    with torch.inference_mode():
        z = torch.nn.functional.normalize(backbone(x), dim=-1)
        sim = z @ z.T
        sim.fill_diagonal_(-1)
        idx = sim.topk(k, dim=-1).indices
        pred = torch.mode(y[idx], dim=-1).values
    backbone.train()
    return (pred == y).float().mean().item()


def main():
    torch.manual_seed(0)
    x, y = synth_windows(CFG["n"])
    student = Network()
    teacher = MomentumTeacher(student)
    criterion = SelfDistillationLoss(CFG["out_dim"])
    opt = torch.optim.AdamW(student.parameters(), lr=CFG["lr"], weight_decay=0.04)
    print(f"knn acc before {knn_accuracy(student.backbone, x, y):.3f}")
    for epoch in range(CFG["epochs"]):
        running, steps = 0.0, 0
        for xb in batches(x, CFG["batch_size"]):
            v1, v2 = random_view(xb), random_view(xb)
            s_out = [student(v1), student(v2)]
            t_out = teacher(v1, v2)
            loss = criterion(s_out, t_out)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(student.parameters(), 3.0)
            opt.step()
            teacher.update(student)
            running += loss.item()
            steps += 1
        print(f"epoch {epoch}  loss {running / steps:.4f}  knn acc {knn_accuracy(teacher.module.backbone, x, y):.3f}")


if __name__ == "__main__":
    main()
