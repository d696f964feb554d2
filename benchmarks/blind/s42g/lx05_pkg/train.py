import torch

from .comm import RANK, WORLD_SIZE, Replica, allreduce_average, unwrap_model
from .models import ArcCritic, Thrower
from .objectives import critic_objective, thrower_objective
from .throws import juggling_arcs, sharded_loader


class GanRun:
    def __init__(self, epochs=5, batch=64, lr=3e-4):
        self.epochs, self.batch = epochs, batch
        self.thrower = Replica(Thrower())
        self.critic = Replica(ArcCritic())
        self.opt_t = torch.optim.Adam(self.thrower.parameters(), lr=lr, betas=(0.5, 0.99))
        self.opt_c = torch.optim.Adam(self.critic.parameters(), lr=lr, betas=(0.5, 0.99))
        self.arcs = juggling_arcs(2048)

    def step(self, real):
        z = torch.randn(real.shape[0], unwrap_model(self.thrower).z_dim)
        generated = self.thrower(z)

        self.opt_c.zero_grad(set_to_none=True)
        c_loss = critic_objective(self.critic, real, generated)
        c_loss.backward()
        allreduce_average(self.critic)
        self.opt_c.step()

        self.opt_t.zero_grad(set_to_none=True)
        t_loss = thrower_objective(self.critic, generated)
        t_loss.backward()
        allreduce_average(self.thrower)
        self.opt_t.step()
        return c_loss.item(), t_loss.item()

    def run(self):
        for epoch in range(self.epochs):
            for real in sharded_loader(self.arcs, self.batch, RANK, WORLD_SIZE, epoch):
                c_val, t_val = self.step(real)
            if RANK == 0:
                with torch.no_grad():
                    peak = unwrap_model(self.thrower)(torch.randn(256, 6))[:, 12:].max(1).values.mean()
                print(f"epoch {epoch} critic {c_val:.3f} thrower {t_val:.3f} mean apex {peak:.3f}")


if __name__ == "__main__":
    torch.manual_seed(0)
    GanRun().run()
