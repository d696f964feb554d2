import numpy as np
import torch

from .engine import Accelerator, instantiate_from_config, prior_step
from .metrics import perplexity, sequence_nll
from .tokens import LogGapTokenizer

CONFIG = {
    "seed": 59,
    "data": {"batch": 32, "n_pops": 40},
    "tokenizer": {"n_bins": 16},
    "prior": {"target": "causal_conv_prior", "params": {"n_codes": 16, "width": 48, "n_layers": 4}},
    "train": {"n_steps": 150, "lr": 3e-3, "log_every": 50},
}


def popping_sessions(batch, n_pops, gen):
    """Gaps between pops: each kernel pops when its moisture reaches a critical pressure."""
    while True:
        heat_rate = 0.5 + 1.0 * torch.rand(batch, 1, generator=gen)
        moisture = 0.12 + 0.03 * torch.randn(batch, 100, generator=gen)
        pop_time = (1.0 / heat_rate) * (1.0 / moisture.clamp(min=0.05)) * 0.5
        pop_time = pop_time + 0.2 * torch.rand(batch, 100, generator=gen)
        ordered = pop_time.sort(1).values[:, :n_pops + 1]
        yield ordered.diff(dim=1)


def main():
    torch.manual_seed(CONFIG["seed"])
    np.random.seed(CONFIG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CONFIG["seed"])
    dc, tc = CONFIG["data"], CONFIG["train"]

    tokenize = LogGapTokenizer(CONFIG["tokenizer"]["n_bins"])
    prior = instantiate_from_config(CONFIG["prior"])
    opt = torch.optim.AdamW(prior.parameters(), lr=tc["lr"], weight_decay=0.01)
    accelerator = Accelerator()
    prior, opt = accelerator.prepare(prior, opt)
    data_iter = popping_sessions(dc["batch"], dc["n_pops"], gen)
    val_tokens = tokenize(next(popping_sessions(256, dc["n_pops"], torch.Generator().manual_seed(3))))

    @torch.no_grad()
    def sample_sessions(n):
        toks = torch.zeros(n, dc["n_pops"], dtype=torch.long)
        for i in range(dc["n_pops"]):
            probs = prior(toks)[:, :, i].softmax(-1)
            toks[:, i] = torch.multinomial(probs, 1, generator=gen)[:, 0]
        return toks

    step = 0
    while step < tc["n_steps"]:
        tokens = tokenize(next(data_iter))
        loss = prior_step(prior, opt, accelerator, tokens)
        step += 1
        if step % tc["log_every"] == 0:
            print(f"step {step:4d}  train nll {loss:.3f}  val ppl {perplexity(sequence_nll(prior, val_tokens)):.2f}")
    print("distinct gap bins in samples:", sample_sessions(8).unique().numel())


if __name__ == "__main__":
    main()
