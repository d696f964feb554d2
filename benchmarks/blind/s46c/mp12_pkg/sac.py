import torch
import torch.nn as nn


class SnowSAC:
    def __init__(self, actor, critic, critic_targ, log_alpha, act_dim, lr=1e-3, gamma=0.95, tau=0.02):
        self.actor, self.critic, self.critic_targ, self.log_alpha = actor, critic, critic_targ, log_alpha
        self.opts = {"actor": torch.optim.Adam(actor.parameters(), lr=lr),
                     "critic": torch.optim.Adam(critic.parameters(), lr=lr),
                     "alpha": torch.optim.Adam([log_alpha], lr=lr)}
        self.gamma, self.tau, self.target_entropy = gamma, tau, -float(act_dim)

    def sync_target(self):
        self.critic_targ.load_state_dict(self.critic.state_dict())

    @torch.no_grad()
    def act(self, obs):
        return self.actor(obs.unsqueeze(0))[0][0]

    def update(self, s, a, r, s2, d):
        self.actor.norm.update(s)
        alpha = self.log_alpha.detach().exp()
        with torch.no_grad():
            a2, logp2 = self.actor(s2)
            y = r + self.gamma * (1 - d) * (self.critic_targ(s2, a2).min(-1).values - alpha * logp2)
        q_loss = (self.critic(s, a) - y.unsqueeze(-1)).pow(2).mean()
        self.opts["critic"].zero_grad()
        q_loss.backward()
        nn.utils.clip_grad_norm_(self.critic.parameters(), 5.0)
        self.opts["critic"].step()

        a_new, logp = self.actor(s)
        pi_loss = (alpha * logp - self.critic(s, a_new).min(-1).values).mean()
        self.opts["actor"].zero_grad()
        pi_loss.backward()
        self.opts["actor"].step()

        alpha_loss = -(self.log_alpha * (logp.detach() + self.target_entropy)).mean()
        self.opts["alpha"].zero_grad()
        alpha_loss.backward()
        self.opts["alpha"].step()
        with torch.no_grad():
            self.log_alpha.clamp_(min=-6.0, max=1.0)
            for p, tp in zip(self.critic.parameters(), self.critic_targ.parameters()):
                tp.mul_(1 - self.tau).add_(p, alpha=self.tau)
        return q_loss.item()
