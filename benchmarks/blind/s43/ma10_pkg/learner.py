import torch
import torch.nn.functional as F

from .ewc import EWCRegulariser


class ContinualLearner:
    def __init__(self, model, settings):
        self.model = model
        self.s = settings
        self.optimiser = torch.optim.SGD(model.parameters(), lr=settings["lr"], momentum=0.9)
        self.gen = torch.Generator().manual_seed(settings["seed"] + 4)

    def learn_team(self, x, y):
        self.model.train()
        for _ in range(self.s["epochs"]):
            perm = torch.randperm(len(y), generator=self.gen)
            for chunk in perm.split(self.s["batch"]):
                self.train_step(x[chunk], y[chunk])
        self.after_team(x, y)

    def train_step(self, x, y):
        raise NotImplementedError

    def after_team(self, x, y):
        pass

    @torch.no_grad()
    def accuracy(self, x, y):
        self.model.eval()
        hit = (self.model(x).argmax(1) == y).float().mean().item()
        self.model.train()
        return hit


class EWCLearner(ContinualLearner):
    def __init__(self, model, settings):
        super().__init__(model, settings)
        self.reg = EWCRegulariser(model, settings["ewc_strength"])

    def train_step(self, x, y):
        self.optimiser.zero_grad()
        objective = F.cross_entropy(self.model(x), y) + self.reg.penalty()
        objective.backward()
        self.optimiser.step()
        return objective.item()

    def after_team(self, x, y):
        pick = torch.randperm(len(y), generator=self.gen)[: self.s["fisher_windows"]]
        self.reg.consolidate(x[pick], y[pick])
