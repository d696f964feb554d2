import torch

from finetune import ProbeThenTune
from nets import AudioCNN


def keyword_batches(n=6, bs=16, n_mels=16, frames=40, n_cls=5, seed=0):
    g = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(n):
        y = torch.randint(0, n_cls, (bs,), generator=g)
        spec = torch.randn(bs, n_mels, frames, generator=g)
        spec[torch.arange(bs), y] += 2.0
        out.append((spec, y))
    return out


def main():
    torch.manual_seed(0)
    cnn = AudioCNN(n_cls=35)
    upstream = {k: v.clone() for k, v in cnn.state_dict().items()}  # stands in for a checkpoint
    cnn.load_state_dict(upstream)
    trainer = ProbeThenTune(cnn, n_new_classes=5, optim_name="AdamW", lr=3e-3, weight_decay=0.01)
    data = keyword_batches()
    trainer.fit({"probe": (2, data), "tune": (2, data)})


if __name__ == "__main__":
    main()
