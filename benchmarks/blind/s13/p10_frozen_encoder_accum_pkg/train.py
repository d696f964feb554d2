import torch

from config import RunConfig
from engine.accumulate import AccumulatingTrainer
from engine.losses import MaskedFocalLoss
from modules import ENCODERS, Tagger


def synthetic_micro_batches(cfg):
    vocab = cfg.encoder_args["vocab"]
    for _ in range(cfg.micro_batches):
        tokens = torch.randint(1, vocab, (cfg.micro_batch_size, cfg.seq_len))
        lengths = torch.randint(cfg.seq_len // 2, cfg.seq_len + 1, (cfg.micro_batch_size,))
        pad = torch.arange(cfg.seq_len).unsqueeze(0) >= lengths.unsqueeze(1)
        tokens[pad] = 0
        tags = tokens % cfg.n_tags
        tags[pad] = -100
        yield tokens, tags


def main():
    torch.manual_seed(0)
    cfg = RunConfig()
    encoder = ENCODERS[cfg.encoder](**cfg.encoder_args)
    model = Tagger(encoder, cfg.n_tags)
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimizer = getattr(torch.optim, cfg.optim)(trainable, lr=cfg.lr)
    trainer = AccumulatingTrainer(model, optimizer, MaskedFocalLoss(cfg.focal_gamma), cfg.accum_steps)
    trainer.train(synthetic_micro_batches(cfg))
    print("trainable tensors:", len(trainable))


if __name__ == "__main__":
    main()
