import torch

from .nets import Actor, Critic
from .updates import ascent_step, regression_step


class MowerAgent:
    def __init__(self, actor_lr=1e-3, critic_lr=2e-3, noise=0.3):
        self.actor, self.critic = Actor(), Critic()
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=actor_lr, foreach=True)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=critic_lr, foreach=True)
        self.noise = noise

    @torch.no_grad()
    def act(self, s, gen, explore=True):
        a = self.actor(s)
        if explore:
            a = a + self.noise * torch.randn(a.shape, generator=gen)
        return a.clamp(-1, 1)

    def update(self, batch):
        s, a, r = batch
        q_policy = self.critic(s, self.actor(s))       # score of the actor's own choice
        c_loss = regression_step(self.critic, self.critic_opt, s, a, r)
        a_loss = ascent_step(self.actor_opt, q_policy)
        return c_loss, a_loss
