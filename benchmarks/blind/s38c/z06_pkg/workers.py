import torch
import torch.nn.functional as F


class GeneratorWorker:
    def __init__(self, G, optimizer, cfg):
        self.G, self.optimizer, self.cfg = G, optimizer, cfg

    def sample(self, obs):
        noise = torch.randn(obs.size(0), self.cfg.noise_dim)
        return self.G(obs, noise)

    def update(self, obs, future, D):
        self.optimizer.zero_grad()
        pred = self.sample(obs)
        score = D(torch.cat([obs, pred], 1))
        adv = F.binary_cross_entropy_with_logits(score, torch.ones_like(score))
        loss = adv + self.cfg.l2_weight * F.mse_loss(pred, future)
        loss.backward()
        self.optimizer.step()
        return loss.item()


class CriticWorker:
    def __init__(self, D, optimizer):
        self.D, self.optimizer = D, optimizer

    def update(self, obs, future, pred):
        self.optimizer.zero_grad()
        real = self.D(torch.cat([obs, future], 1))
        fake = self.D(torch.cat([obs, pred], 1))
        loss = (F.binary_cross_entropy_with_logits(real, torch.ones_like(real))
                + F.binary_cross_entropy_with_logits(fake, torch.zeros_like(fake)))
        loss.backward()
        self.optimizer.step()
        return loss.item()
