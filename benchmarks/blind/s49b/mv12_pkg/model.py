import torch
import torch.nn as nn

from .memory import JarMemory


class RiseModel(nn.Module):
    def __init__(self, n_jars, n_flours, mem_dim=16):
        super().__init__()
        self.n_jars = n_jars
        self.memory = JarMemory(n_jars + n_flours, mem_dim, 2 * mem_dim + 2)
        self.rise_head = nn.Sequential(nn.Linear(2 * mem_dim + 1, 32), nn.ReLU(), nn.Linear(32, 1))
        self.link_proj = nn.Linear(mem_dim, mem_dim)

    def pair(self, jar, flour):
        return self.memory.state[jar], self.memory.state[flour + self.n_jars]

    def predict_rise(self, jar, flour, temp):
        mj, mf = self.pair(jar, flour)
        return self.rise_head(torch.cat([mj, mf, temp.unsqueeze(-1)], -1)).squeeze(-1)

    def link_logits(self, jar, flour, wrong_flour):
        mj = self.link_proj(self.memory.state[jar])
        pos = (mj * self.memory.state[flour + self.n_jars]).sum(-1)
        neg = (mj * self.memory.state[wrong_flour + self.n_jars]).sum(-1)
        return pos, neg

    def raw_messages(self, batch):
        mj, mf = self.pair(batch["jar"], batch["flour"])
        ev = torch.stack([batch["rise"], batch["temp"]], -1)
        nodes = torch.cat([batch["jar"], batch["flour"] + self.n_jars])
        return nodes, torch.cat([torch.cat([mj, mf, ev], -1), torch.cat([mf, mj, ev], -1)])

