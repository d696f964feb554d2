import torch.nn.functional as F


class Trainer:
    def __init__(self, model, make_optimizer):
        self.model = model
        self.optimizer = make_optimizer(self.model.parameters())

    def training_step(self, x, y):
        return F.cross_entropy(self.model(x), y)

    def train_epoch(self, batches):
        self.model.train()
        vals = []
        for x, y in batches:
            self.optimizer.zero_grad()
            value = self.training_step(x, y)
            value.backward()
            self.optimizer.step()
            vals.append(value.item())
        return sum(vals) / len(vals)
