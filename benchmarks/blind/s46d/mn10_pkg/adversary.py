import torch.nn as nn


class AdversarialBridge(nn.Module):
    """Projects student features to the teacher width and scores both with the critic."""

    def __init__(self, critic, s_dim, t_dim):
        super().__init__()
        self.critic = critic
        self.align = nn.Linear(s_dim, t_dim)

    def forward(self, s_feat, t_feat):
        s_proj = self.align(s_feat)
        return {
            "real": self.critic(t_feat),
            "fake_for_critic": self.critic(s_proj.detach()),
            "fake_for_student": self.critic(s_proj),
        }
