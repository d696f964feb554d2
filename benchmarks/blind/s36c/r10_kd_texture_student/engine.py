import torch
import torch.nn.functional as F

from .data import shuffled
from .kd import distillation_loss, forward_pair


def train_supervised(model, x, y, epochs, lr, generator):
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    model.train()
    for _ in range(epochs):
        for images, labels in shuffled(x, y, 64, generator):
            loss = F.cross_entropy(model(images), labels)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    return model


def distill(teacher, student, x, y, epochs, lr, temperature, alpha, generator, on_epoch=None):
    optimizer = torch.optim.Adam(student.parameters(), lr=lr)
    for epoch in range(1, epochs + 1):
        student.train()
        for images, labels in shuffled(x, y, 64, generator):
            s_logits, t_logits = forward_pair(teacher, student, images)
            loss = distillation_loss(s_logits, t_logits, labels, temperature, alpha)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if on_epoch is not None:
            on_epoch(epoch, loss.item())
    return student


@torch.no_grad()
def accuracy(model, x, y):
    model.eval()
    return (model(x).argmax(1) == y).float().mean().item()
