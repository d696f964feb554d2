"""Next-pitch prediction for a pitcher, from the pitches already thrown in the at-bat.

Each at-bat is a variable-length sequence of pitches (type, velocity, plate location,
count).  An LSTM over the packed sequence feeds two heads: the type of the next pitch
and its location zone.  The model is first fit on last season and then warm-started
for this season (the checkpoint is loaded into the model the optimizer already
tracks).
"""
import copy

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.rnn import pack_padded_sequence

PITCHES = ["FF", "SI", "SL", "CU", "CH"]
N_ZONES = 9


def simulate_at_bats(n, seed, fastball_bias=0.0):
    g = torch.Generator().manual_seed(seed)
    seqs, next_type, next_zone = [], [], []
    for _ in range(n):
        length = int(torch.randint(1, 6, (1,), generator=g))
        balls = strikes = 0
        rows = []
        prev = 0
        for k in range(length + 1):
            # pitch-selection habit: behind in the count -> fastball; ahead -> breaking ball
            logits = torch.tensor([1.0 + fastball_bias, 0.3, 0.0, -0.5, -0.2])
            logits += 1.5 * (balls - strikes) * torch.tensor([1.0, 0.5, -0.5, -1.0, 0.0])
            logits[prev] -= 0.8                                     # rarely repeats
            ptype = int(torch.multinomial(torch.softmax(logits, 0), 1, generator=g))
            zone = int(torch.randint(0, N_ZONES, (1,), generator=g)) if ptype < 2 else \
                int(torch.randint(5, N_ZONES, (1,), generator=g))
            if k == length:
                next_type.append(ptype)
                next_zone.append(zone)
                break
            velo = [95, 93, 85, 78, 86][ptype] + float(torch.randn((), generator=g))
            if float(torch.rand((), generator=g)) < (0.7 if zone < 5 else 0.4):
                strikes = min(strikes + 1, 2)
            else:
                balls = min(balls + 1, 3)
            onehot = F.one_hot(torch.tensor(ptype), len(PITCHES)).float()
            # count *after* the pitch, as shown on the scoreboard
            rows.append(torch.cat([onehot, torch.tensor([(velo - 88) / 6, zone / 8, balls / 3, strikes / 2])]))
            prev = ptype
        seqs.append(torch.stack(rows))
    return seqs, torch.tensor(next_type), torch.tensor(next_zone)


def pad(seqs):
    lens = torch.tensor([s.size(0) for s in seqs])
    out = torch.zeros(len(seqs), int(lens.max()), seqs[0].size(1))
    for i, s in enumerate(seqs):
        out[i, :s.size(0)] = s
    return out, lens


class AtBatModel(nn.Module):
    def __init__(self, n_in=9, hidden=48):
        super().__init__()
        self.rnn = nn.LSTM(n_in, hidden, batch_first=True)
        self.heads = nn.ModuleDict({
            "pitch": nn.Linear(hidden, len(PITCHES)),
            "zone": nn.Linear(hidden, N_ZONES),
        })

    def forward(self, x, lens):
        packed = pack_padded_sequence(x, lens, batch_first=True, enforce_sorted=False)
        _, (h_n, _) = self.rnn(packed)
        last = h_n[-1]
        return {name: head(last) for name, head in self.heads.items()}


def evaluate(net, x, lens, y_type, y_zone):
    net.eval()
    out = net(x, lens)
    return {
        "type_acc": (out["pitch"].argmax(1) == y_type).float().mean().item(),
        "zone_nll": F.cross_entropy(out["zone"], y_zone).item(),
    }


def fit(net, opt, data, epochs, batch=64, tag=""):
    seqs, y_type, y_zone = data
    for ep in range(epochs):
        net.train()
        perm = torch.randperm(len(seqs))
        seen, running = 0, 0.0
        for i in range(0, len(seqs), batch):
            idx = perm[i:i + batch]
            x, lens = pad([seqs[j] for j in idx.tolist()])
            out = net(x, lens)
            loss = F.cross_entropy(out["pitch"], y_type[idx]) + 0.5 * F.cross_entropy(out["zone"], y_zone[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            running += loss.item() * idx.numel()
            seen += idx.numel()
        print(f"{tag} epoch {ep}  loss {running / seen:.3f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    last_season = simulate_at_bats(1500, seed=1)
    this_season = simulate_at_bats(600, seed=2, fastball_bias=0.4)
    val_seqs, val_type, val_zone = simulate_at_bats(400, seed=3, fastball_bias=0.4)
    val_x, val_lens = pad(val_seqs)

    net = AtBatModel()
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)

    # stage 1: last season, on a scratch copy
    scratch = copy.deepcopy(net)
    scratch_opt = torch.optim.Adam(scratch.parameters(), lr=3e-3)
    fit(scratch, scratch_opt, last_season, epochs=6, tag="last season")

    # stage 2: warm start the tracked model in place and fine-tune on this season
    net.load_state_dict(scratch.state_dict())
    with torch.no_grad():
        before = evaluate(net, val_x, val_lens, val_type, val_zone)
    fit(net, opt, this_season, epochs=4, tag="this season")
    with torch.no_grad():
        after = evaluate(net, val_x, val_lens, val_type, val_zone)
    majority = (val_type == val_type.mode().values).float().mean().item()
    print(f"validation next-pitch accuracy: warm start {before['type_acc']:.3f} -> fine-tuned "
          f"{after['type_acc']:.3f} (always-majority {majority:.3f}); zone nll {after['zone_nll']:.3f}")


if __name__ == "__main__":
    main()
