import torch
import torch.nn as nn


class DeepKnowledgeTracer(nn.Module):
    """DKT with stacked LSTM cells; the recurrent state is passed in and returned explicitly."""

    def __init__(self, num_skills, hidden, num_layers=2):
        super().__init__()
        self.num_skills = num_skills
        self.interaction = nn.Embedding(2 * num_skills, hidden)
        self.cells = nn.ModuleList(nn.LSTMCell(hidden, hidden) for _ in range(num_layers))
        self.out = nn.Linear(hidden, num_skills)

    def init_state(self, batch):
        return [(torch.zeros(batch, c.hidden_size), torch.zeros(batch, c.hidden_size)) for c in self.cells]

    def forward(self, skills, correct, state):       # B, T each
        x = self.interaction(skills + self.num_skills * correct)
        outs = []
        for t in range(x.size(1)):
            h = x[:, t]
            new_state = []
            for cell, (hx, cx) in zip(self.cells, state):
                hx, cx = cell(h, (hx, cx))
                new_state.append((hx, cx))
                h = hx
            state = new_state
            outs.append(self.out(h))
        return torch.stack(outs, 1), state
