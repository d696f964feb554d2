import torch
import torch.nn as nn


class ForageLinkModel(nn.Module):
    def __init__(self, memory, n_hives, n_patches, mem_dim, emb_dim=16):
        super().__init__()
        self.memory = memory
        self.n_hives = n_hives
        self.static = nn.Embedding(n_hives + n_patches, emb_dim)
        self.time_enc = nn.Linear(1, emb_dim)
        self.proj = nn.Linear(mem_dim + emb_dim, emb_dim)
        self.msg = nn.Linear(2 * mem_dim + 2, 2 * mem_dim + 2)

    def node_repr(self, nodes, now):
        dt = (now - self.memory.last_seen[nodes]).unsqueeze(-1)
        h = torch.cat([self.memory.state[nodes], self.static(nodes) + torch.cos(self.time_enc(dt))], dim=-1)
        return self.proj(h)

    def score(self, hives, patches, now):
        return (self.node_repr(hives, now) * self.node_repr(patches + self.n_hives, now)).sum(-1)

    def messages(self, hives, patches, pollen, times):
        mh = self.memory.state[hives]
        mp = self.memory.state[patches + self.n_hives]
        extra = torch.stack([pollen, times / 30.0], dim=-1)
        to_hive = self.msg(torch.cat([mh, mp, extra], dim=-1))
        to_patch = self.msg(torch.cat([mp, mh, extra], dim=-1))
        nodes = torch.cat([hives, patches + self.n_hives])
        return nodes, torch.cat([to_hive, to_patch]), torch.cat([times, times])
