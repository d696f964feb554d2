"""Pipeline stages. Each stage owns a network and its optimiser and updates itself."""
import torch
import torch.nn.functional as F


class Stage:
    name = "stage"

    def __init__(self, net, opt):
        self.net, self.opt = net, opt

    def learn(self, objective):
        objective.backward()
        self.opt.step()
        self.opt.zero_grad()

    def __call__(self, batch):
        raise NotImplementedError


class ImputeStage(Stage):
    """Denoising imputer: hide a further 20 % of the readings and learn to restore them."""
    name = "impute"

    def __call__(self, batch):
        reading, observed = batch["reading"], batch["observed"]
        keep = (torch.rand_like(observed) > 0.2).float() * observed
        restored = self.net(reading * keep, keep)
        hidden = observed - keep
        mse = ((restored - reading) ** 2 * hidden).sum() / hidden.sum().clamp(min=1.0)
        self.learn(mse)
        batch["filled"] = self.net(reading, observed)
        batch["impute_mse"] = mse.item()


class SwarmStage(Stage):
    """Swarm-risk classifier on the imputed readings."""
    name = "swarm"

    def __call__(self, batch):
        logits = self.net(batch["filled"]).squeeze(1)
        bce = F.binary_cross_entropy_with_logits(logits, batch["swarm"])
        self.learn(bce)
        batch["swarm_bce"] = bce.item()


class Pipeline:
    def __init__(self, *stages):
        self.stages = stages

    def run(self, batch):
        for stage in self.stages:
            stage(batch)
        return {k: v for k, v in batch.items() if isinstance(v, float)}
