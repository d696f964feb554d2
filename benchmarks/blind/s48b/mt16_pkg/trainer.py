import torch

from .curriculum import stage_loss


class SurrogateTrainer:
    def __init__(self, model, lr=3e-3, batch=256, generator=None):
        self.model = model
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.batch = batch
        self.gen = generator

    def run(self, stage, xt, T_obs, m_obs, iters, log_every=100):
        n = xt.shape[0]
        for it in range(iters):
            idx = torch.randint(0, n, (self.batch,), generator=self.gen)
            colloc = torch.rand(128, 2, generator=self.gen).requires_grad_(True)
            self.opt.zero_grad()
            loss = stage_loss(self.model, stage, xt[idx], T_obs[idx], m_obs[idx], colloc)
            loss.backward()
            self.opt.step()
            if it % log_every == 0:
                print(f"stage {stage} it {it:4d} loss {loss.item():.4e}")
        return loss.item()
