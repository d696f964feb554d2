import torch

from .engine import distill, fit_teacher
from .models import EchoCNN, TinyEchoNet
from .sonar import labelled, transfer_set

CFG = {"teacher_epochs": 6, "lr_teacher": 2e-3, "kd_epochs": 6, "lr_student": 0.05, "T": 4.0, "batch": 64}


@torch.no_grad()
def accuracy(net, x, y):
    net.eval()
    acc = (net(x).argmax(1) == y).float().mean().item()
    net.train()
    return acc


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_set, test_set = labelled(600, seed=1), labelled(400, seed=2)
    pings = transfer_set(1500, seed=3)
    teacher = fit_teacher(EchoCNN(), train_set, CFG["teacher_epochs"], CFG["lr_teacher"])
    print(f"teacher test acc: {accuracy(teacher, *test_set):.3f}")
    student = TinyEchoNet()
    print(f"student test acc before KD: {accuracy(student, *test_set):.3f}")
    for epoch, running in distill(student, teacher, pings, CFG):
        print(f"kd epoch {epoch}: loss {running:.3f} student test acc {accuracy(student, *test_set):.3f}")


if __name__ == "__main__":
    main()
