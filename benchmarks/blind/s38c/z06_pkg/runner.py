import torch

from .config import ExperimentConfig
from .nets import TrajectoryDiscriminator, TrajectoryGenerator
from .scenes import PedestrianStream
from .workers import CriticWorker, GeneratorWorker


class Runner:
    def __init__(self, cfg: ExperimentConfig):
        torch.manual_seed(cfg.seed)
        self.cfg = cfg
        self.G = TrajectoryGenerator(cfg)
        self.D = TrajectoryDiscriminator(cfg)
        self.gen_worker = GeneratorWorker(self.G, torch.optim.Adam(self.G.parameters(), lr=cfg.lr_g), cfg)
        self.critic_worker = CriticWorker(self.D, torch.optim.Adam(self.D.parameters(), lr=cfg.lr_d))
        self.stream = PedestrianStream(cfg)

    @torch.no_grad()
    def ade(self, n=4):
        errs = []
        for _ in range(n):
            obs, future = self.stream.sample()
            errs.append((self.gen_worker.sample(obs) - future).norm(dim=-1).mean())
        return torch.stack(errs).mean().item()

    def run(self):
        for it in range(1, self.cfg.iterations + 1):
            obs, future = self.stream.sample()
            pred = self.gen_worker.sample(obs)
            d_loss = self.critic_worker.update(obs, future, pred)
            g_loss = self.gen_worker.update(obs, future, self.D)
            if it % self.cfg.log_every == 0:
                print(f"it {it} d {d_loss:.3f} g {g_loss:.3f} ADE {self.ade():.3f}")


if __name__ == "__main__":
    Runner(ExperimentConfig()).run()
