import numpy as np
import torch

from .prior import CodePrior
from .stages import prior_stage, tokenizer_stage
from .tokenizer import MarbleTokenizer
from .utils import freeze, make_optimizer, trainable

CONFIG = {
    "seed": 43,
    "data": {"batch": 32, "gates": 32},
    "tokenizer": {"params": {"hidden": 32, "code_dim": 8, "n_codes": 16}, "optim": {"lr": 3e-3},
                  "n_steps": 120},
    "prior": {"hidden": 64, "optim": {"lr": 3e-3}, "n_steps": 120},
}


def marble_runs(batch, gates, gen):
    """Seconds between successive gates: steep segments are fast, flat ones slow, loops add a lag."""
    while True:
        slope = 0.05 + 0.3 * torch.rand(batch, gates, generator=gen)
        slope = torch.nn.functional.avg_pool1d(slope[:, None], 5, 1, 2)[:, 0]
        friction = 0.02 + 0.03 * torch.rand(batch, 1, generator=gen)
        speed = torch.cumsum(slope - friction, 1).clamp(min=0.2) ** 0.5
        loop = (torch.rand(batch, gates, generator=gen) < 0.06).float() * 0.5
        dt = 0.3 / speed + loop
        yield ((dt - 0.27) / 0.18).unsqueeze(1) + 0.05 * torch.randn(batch, 1, gates, generator=gen)


def main():
    torch.manual_seed(CONFIG["seed"])
    np.random.seed(CONFIG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CONFIG["seed"])
    dc, tc, pc = CONFIG["data"], CONFIG["tokenizer"], CONFIG["prior"]
    data_iter = marble_runs(dc["batch"], dc["gates"], gen)
    probe_batch = next(marble_runs(256, dc["gates"], torch.Generator().manual_seed(5)))

    tokenizer = MarbleTokenizer(**tc["params"])
    rec = tokenizer_stage(tokenizer, make_optimizer(tc["optim"], tokenizer.parameters()), data_iter, tc["n_steps"])
    codes_before = tokenizer.encode(probe_batch)
    print(f"tokenizer: final loss {rec:.5f}, codes used {codes_before.unique().numel()}")

    prior = CodePrior(freeze(tokenizer), pc["hidden"])
    opt = make_optimizer(pc["optim"], trainable(prior))
    nll = prior_stage(prior, opt, data_iter, pc["n_steps"])
    codes_after = tokenizer.encode(probe_batch)
    print(f"prior: final nll/code {nll:.3f}")
    print(f"probe codes unchanged by prior training: {(codes_after == codes_before).float().mean().item():.3f}")

    @torch.no_grad()
    def sample_runs(n):
        codes = torch.zeros(n, 0, dtype=torch.long)
        for _ in range(codes_before.shape[1]):
            logits = prior(torch.cat([codes, torch.zeros(n, 1, dtype=torch.long)], 1))[:, -1]
            codes = torch.cat([codes, torch.multinomial(logits.softmax(-1), 1, generator=gen)], 1)
        return tokenizer.decoder(tokenizer.codebook(codes).transpose(1, 2))

    run_time = (0.18 * sample_runs(4) + 0.27).sum(-1).flatten()
    print("sampled total run time (s):", [round(v, 2) for v in run_time.tolist()])


if __name__ == "__main__":
    main()
