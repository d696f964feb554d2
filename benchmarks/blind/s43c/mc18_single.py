"""Two-speaker diarization of call-centre recordings (agent vs customer).

Stage 1 trains a frame encoder with a voice-activity (VAD) head on a large pool of
recordings.  Stage 2 keeps the encoder and the VAD head as they are (the VAD output is
used by the transcription service) and trains a small diarization head on the few
recordings that have role labels.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

N_FEATS = 24


def timbre(g):
    return torch.randn(N_FEATS, generator=g)


def call(T, agent_voice, g, customer_voice=None):
    customer_voice = timbre(g) if customer_voice is None else customer_voice
    roles = torch.zeros(T, 2)
    t, turn = 0, 0
    while t < T:
        dur = int(torch.randint(15, 60, (1,), generator=g))
        roles[t:t + dur, turn] = 1.0
        if float(torch.rand((), generator=g)) < 0.2:                       # overlap / backchannel
            roles[t + dur - 5:t + dur + 3, 1 - turn] = 1.0
        t += dur + int(torch.randint(0, 12, (1,), generator=g))            # pause
        turn = 1 - turn
    roles = roles[:T]
    voiced = torch.rand(T, 1, generator=g) < 0.85
    feats = (roles[:, :1] * agent_voice + roles[:, 1:] * customer_voice) * voiced
    feats = feats + 0.6 * torch.randn(T, N_FEATS, generator=g)
    vad = (roles.sum(1) > 0).float()
    return feats, vad, roles


AGENTS = [timbre(torch.Generator().manual_seed(100 + k)) for k in range(6)]   # the call centre staff


def dataset(n, T, seed):
    g = torch.Generator().manual_seed(seed)
    agents = AGENTS
    items = [call(T, agents[int(torch.randint(0, 6, (1,), generator=g))], g) for _ in range(n)]
    return tuple(torch.stack(z) for z in zip(*items))


class CallModel(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.encoder = nn.GRU(N_FEATS, hidden, batch_first=True, bidirectional=True)
        self.vad_head = nn.Linear(2 * hidden, 1)
        self.diar_head = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.ReLU(), nn.Linear(hidden, 2))

    def forward(self, x):
        h, _ = self.encoder(x)
        return self.vad_head(h).squeeze(-1), self.diar_head(h)


def run_stage(model, params, data, target_fn, epochs, lr, batch=16, name=""):
    opt = torch.optim.Adam(params, lr=lr)
    x = data[0]
    for ep in range(epochs):
        perm = torch.randperm(x.size(0))
        tot = 0.0
        for i in range(0, x.size(0), batch):
            idx = perm[i:i + batch]
            vad_logit, diar_logit = model(x[idx])
            loss = target_fn(vad_logit, diar_logit, [d[idx] for d in data])
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item() * idx.numel()
        print(f"[{name}] epoch {ep}  loss {tot / x.size(0):.4f}")


def vad_loss(vad_logit, diar_logit, batch):
    return F.binary_cross_entropy_with_logits(vad_logit, batch[1])


def diar_loss(vad_logit, diar_logit, batch):
    return F.binary_cross_entropy_with_logits(diar_logit, batch[2])


@torch.no_grad()
def scores(model, data):
    model.eval()
    vad_logit, diar_logit = model(data[0])
    model.train()
    vad_acc = ((vad_logit > 0).float() == data[1]).float().mean().item()
    diar_acc = ((diar_logit > 0).float() == data[2]).float().mean().item()
    return vad_acc, diar_acc


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    pool = dataset(192, 200, seed=1)           # VAD labels only
    labelled = dataset(48, 200, seed=2)        # with agent/customer roles
    held_out = dataset(64, 200, seed=3)

    model = CallModel()
    run_stage(model, model.parameters(), pool, vad_loss, epochs=3, lr=3e-3, name="vad")
    vad_before, _ = scores(model, held_out)
    snapshot = {k: v.clone() for k, v in model.encoder.state_dict().items()}

    for p in list(model.encoder.parameters()) + list(model.vad_head.parameters()):
        p.require_grad = False
    trainable = [p for p in model.parameters() if p.requires_grad]
    run_stage(model, trainable, labelled, diar_loss, epochs=6, lr=1e-2, name="diarization")

    vad_after, diar_acc = scores(model, held_out)
    drift = max((model.encoder.state_dict()[k] - v).abs().max().item() for k, v in snapshot.items())
    print(f"held-out frame accuracy: diarization {diar_acc:.3f}; VAD {vad_before:.3f} -> {vad_after:.3f}; "
          f"encoder max change {drift:.3f}; stage-2 optimizer tensors {len(trainable)}")


if __name__ == "__main__":
    main()
