import torch
import torch.nn.functional as F


def two_views(trail, rng):
    views = []
    for _ in range(2):
        shift = int(torch.randint(-3, 4, (1,), generator=rng))
        gain = 0.8 + 0.4 * torch.rand(trail.shape[0], 1, generator=rng)
        keep = (torch.rand(trail.shape, generator=rng) > 0.1).float()
        views.append(torch.roll(trail, shift, dims=1) * gain * keep + 0.05 * torch.randn(trail.shape, generator=rng))
    return views


class Pretrainer:
    def __init__(self, student, teacher, objective, optimizer):
        self.student, self.teacher = student, teacher
        self.objective = objective
        self.optimizer = optimizer
        self.losses = []

    def train_step(self, trail, rng):
        view_a, view_b = two_views(trail, rng)
        target_a, target_b = self.teacher.targets(view_a, view_b)
        loss = self.objective(self.student(view_a), self.student(view_b), target_a, target_b)
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        self.teacher.update(self.student)
        self.losses.append(loss.item())


def eval_step(model, head, trails, labels):
    model.eval()
    with torch.inference_mode():
        logits = head(model(trails))
        nll = F.cross_entropy(logits, labels).item()
        acc = (logits.argmax(dim=1) == labels).float().mean().item()
    return nll, acc
