import torch
import torch.nn.functional as F

from .nets import TraceCNN


def train_teachers(x, y, k=4, epochs=12, lr=3e-3, batch=64):
    teachers = []
    for seed in range(k):
        torch.manual_seed(seed)
        member = TraceCNN()
        opt = torch.optim.Adam(member.parameters(), lr=lr)
        for _ in range(epochs):
            member.train()
            for idx in torch.randperm(len(y)).split(batch):
                opt.zero_grad()
                F.cross_entropy(member(x[idx]), y[idx]).backward()
                opt.step()
        member.eval()
        teachers.append(member)
    return teachers
