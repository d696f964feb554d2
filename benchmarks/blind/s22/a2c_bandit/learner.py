import torch
import torch.nn.functional as F


class A2CLearner:
    def __init__(self, agent, cfg):
        self.agent = agent
        self.cfg = cfg
        self.opt = torch.optim.RMSprop(agent.parameters(), lr=cfg.lr, alpha=0.99, eps=1e-5)

    def compute_loss(self, rollout):
        log_prob, entropy, value = self.agent.evaluate_actions(rollout["obs"], rollout["actions"])
        advantage = rollout["rewards"] - value.detach()
        policy_loss = -(advantage * log_prob).mean()
        value_loss = F.mse_loss(value, rollout["rewards"])
        loss = policy_loss + self.cfg.value_coef * value_loss - self.cfg.entropy_coef * entropy.mean()
        return loss, {"policy": policy_loss.item(), "value": value_loss.item()}

    def update(self, rollout):
        loss, stats = self.compute_loss(rollout)
        self.opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.agent.parameters(), self.cfg.max_grad_norm)
        self.opt.step()
        return stats
