import torch.nn.functional as F


class Trainer:
    def __init__(self, model, optimizer, scheduler):
        self.model, self.optimizer, self.scheduler = model, optimizer, scheduler
        self.steps = 0

    def __call__(self, x, y):
        self.model.train()
        self.model.zero_grad(set_to_none=True)
        loss = F.cross_entropy(self.model(x), y)
        loss.backward()
        self.optimizer.step()
        self.scheduler.step()
        self.steps += 1
        return loss.item()
