import torch
import torch.nn.functional as F

from .accel import Accelerator, frozen
from .networks import Actor, Critic


class TensionAgent:
    def __init__(self, cfg, state_dim, action_dim):
        self.cfg = cfg
        self.accel = Accelerator(cfg.micro_batches, cfg.amp)
        actor, critic = Actor(state_dim, action_dim), Critic(state_dim, action_dim)
        opt_pi = torch.optim.Adam(actor.parameters(), lr=cfg.actor_lr)
        opt_q = torch.optim.Adam(critic.parameters(), lr=cfg.critic_lr)
        self.actor, self.critic, self.opt_pi, self.opt_q = self.accel.prepare(actor, critic, opt_pi, opt_q)
        ramp = lambda s: min(1.0, (s + 1) / cfg.lr_warmup)
        self.sched_pi = torch.optim.lr_scheduler.LambdaLR(self.opt_pi, ramp)
        self.sched_q = torch.optim.lr_scheduler.LambdaLR(self.opt_q, ramp)

    @torch.no_grad()
    def act(self, state, noise=0.0):
        a = self.actor(state)
        return (a + noise * torch.randn_like(a)).clamp(-1, 1)

    def update(self, states, actions, rewards):
        accel, cfg = self.accel, self.cfg
        stats = {"critic": 0.0, "actor": 0.0}
        for s, a, r in zip(states.chunk(cfg.micro_batches), actions.chunk(cfg.micro_batches),
                           rewards.chunk(cfg.micro_batches)):
            with accel.accumulate(self.actor, self.critic):
                with frozen(self.critic):
                    q_pi = self.critic(s, self.actor(s))
                critic_loss = F.mse_loss(self.critic(s, a), r)
                accel.backward(critic_loss)
                if accel.sync_gradients:
                    accel.clip_grad_norm_(self.critic, cfg.clip, self.opt_q)
                    accel.step(self.opt_q)
                    self.sched_q.step()
                    self.opt_q.zero_grad(set_to_none=True)

                actor_loss = -q_pi.mean()
                accel.backward(actor_loss)
                if accel.sync_gradients:
                    accel.clip_grad_norm_(self.actor, cfg.clip, self.opt_pi)
                    accel.step(self.opt_pi)
                    self.sched_pi.step()
                    self.opt_pi.zero_grad(set_to_none=True)
            stats["critic"] += critic_loss.item() / cfg.micro_batches
            stats["actor"] += actor_loss.item() / cfg.micro_batches
        return stats

    def state_dict(self):
        return {"actor": self.actor.state_dict(), "critic": self.critic.state_dict(),
                "opt_pi": self.opt_pi.state_dict(), "opt_q": self.opt_q.state_dict()}
