import torch
import torch.nn.functional as F

from .polyak import Polyak


class Replay:
    def __init__(self, capacity, obs_dim, act_dim):
        self.data = {k: torch.zeros(capacity, d) for k, d in
                     [("obs", obs_dim), ("act", act_dim), ("rew", 1), ("nxt", obs_dim), ("done", 1)]}
        self.capacity, self.ptr, self.full = capacity, 0, False

    def add(self, **items):
        n = items["obs"].shape[0]
        idx = (torch.arange(n) + self.ptr) % self.capacity
        for k, v in items.items():
            self.data[k][idx] = v.reshape(n, -1)
        self.full = self.full or self.ptr + n >= self.capacity
        self.ptr = (self.ptr + n) % self.capacity

    def sample(self, bs):
        hi = self.capacity if self.full else self.ptr
        j = torch.randint(0, hi, (bs,))
        return [self.data[k][j].squeeze(-1) if k in ("rew", "done") else self.data[k][j]
                for k in ("obs", "act", "rew", "nxt", "done")]


class SACLearner:
    def __init__(self, policy, critic, make_opt, gamma=0.95, tau=0.01, act_dim=2):
        self.policy, self.critic = policy, critic
        self.critic_targ = Polyak(critic, tau)
        self.log_alpha = torch.zeros(1, requires_grad=True)
        self.opt_pi = make_opt(policy.parameters())
        self.opt_q = make_opt(critic.parameters())
        self.opt_alpha = make_opt([self.log_alpha])
        self.gamma, self.target_entropy = gamma, -float(act_dim)

    @property
    def alpha(self):
        return self.log_alpha.exp()

    def update(self, obs, act, rew, nxt, done):
        with torch.no_grad():
            nxt_act, nxt_logp = self.policy.sample(nxt)
            q_next = torch.min(*self.critic_targ(nxt, nxt_act)) - self.alpha * nxt_logp
            backup = rew + self.gamma * (1 - done) * q_next
        q1, q2 = self.critic(obs, act)
        td = F.mse_loss(q1, backup) + F.mse_loss(q2, backup)
        self.opt_q.zero_grad()
        td.backward()
        self.opt_q.step()

        new_act, logp = self.policy.sample(obs)
        q_pi = torch.min(*self.critic(obs, new_act))
        pi_obj = (self.alpha.detach() * logp - q_pi).mean()
        self.opt_pi.zero_grad()
        pi_obj.backward()
        self.opt_pi.step()

        temp_obj = -(self.log_alpha * (logp.detach() + self.target_entropy)).mean()
        self.opt_alpha.zero_grad()
        temp_obj.backward()
        self.opt_alpha.step()

        self.critic_targ.update()
        return {"td": td.item(), "pi": pi_obj.item(), "alpha": self.alpha.item()}
