import torch
import torch.nn as nn


class BipartiteSAGE(nn.Module):
    def __init__(self, frame_dim, motor_dim, hidden=32):
        super().__init__()
        self.frame_in = nn.Linear(frame_dim, hidden)
        self.motor_in = nn.Linear(motor_dim, hidden)
        self.frame_upd = nn.Linear(2 * hidden, hidden)
        self.motor_upd = nn.Linear(2 * hidden, hidden)

    def forward(self, frame_x, motor_x, adj):
        f2m, m2f, fdeg, mdeg = adj
        hf = torch.relu(self.frame_in(frame_x))
        hm = torch.relu(self.motor_in(motor_x))
        nf = torch.sparse.mm(f2m, hm) / fdeg.unsqueeze(1)
        nm = torch.sparse.mm(m2f, hf) / mdeg.unsqueeze(1)
        zf = self.frame_upd(torch.cat([hf, nf], 1))
        zm = self.motor_upd(torch.cat([hm, nm], 1))
        return zf, zm
