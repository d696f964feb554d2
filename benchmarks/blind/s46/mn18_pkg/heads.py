import torch.nn as nn
import torch.nn.functional as F


class PrototypeConsistency(nn.Module):
    """Student and teacher embeddings are soft-assigned to shared prototypes; match the assignments.

    Several small projection heads look at the embedding at different widths (multi-crop style).
    """

    def __init__(self, emb_dim, proj_dims=(16, 8), tau_s=0.1, tau_t=0.05):
        super().__init__()
        self.heads = nn.ModuleList([nn.Linear(emb_dim, d) for d in proj_dims])
        self.tau_s, self.tau_t = tau_s, tau_t

    def forward(self, s_emb, t_emb, prototypes):
        loss = 0.0
        for head, protos in zip(self.heads, prototypes):
            c = F.normalize(protos, dim=1)
            p_s = F.log_softmax(F.normalize(head(s_emb), dim=1) @ c.t() / self.tau_s, dim=1)
            p_t = F.softmax(F.normalize(head(t_emb), dim=1) @ c.t() / self.tau_t, dim=1).detach()
            loss = loss - (p_t * p_s).sum(1).mean()
        return loss / len(self.heads)
