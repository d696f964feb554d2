from functools import partial

import torch

from .config import Config
from .corpus import parallel_corpus, with_context
from .nets import build_pair
from .steps import critic_step, generator_step, mel_cepstral_proxy


def make_opt(ocfg, module):
    return getattr(torch.optim, ocfg.name)(module.parameters(), **ocfg.kwargs)


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    src, tgt = parallel_corpus(cfg.corpus, gen)
    x = with_context(src, cfg.corpus.context)
    y = tgt.reshape(-1, cfg.corpus.n_mels)
    cut = int(0.85 * len(x))

    G, D = build_pair(cfg, x.shape[-1])
    nets = {"G": G, "D": D}
    opts = {"G": make_opt(cfg.gen_optim, G), "D": make_opt(cfg.critic_optim, D)}
    steps = {"critic": partial(critic_step, nets=nets, opts=opts),
             "generator": partial(generator_step, nets=nets, opts=opts, lambda_rec=cfg.lambda_rec)}

    print(f"before: frame RMSE {mel_cepstral_proxy(G, x[cut:], y[cut:]):.3f}")
    for epoch in range(cfg.epochs):
        perm = torch.randperm(cut, generator=gen)
        for i in range(0, cut, cfg.batch_frames):
            idx = perm[i:i + cfg.batch_frames]
            batch = {"src": x[idx], "tgt": y[idx]}
            state = {}
            for name in cfg.schedule:
                logs = steps[name](batch, state=state)
                state.update(logs)
        print(f"epoch {epoch}: critic {state['critic']:.3f}  adv {state['adv']:.3f}  rec {state['rec']:.3f}  "
              f"val frame RMSE {mel_cepstral_proxy(G, x[cut:], y[cut:]):.3f}")
    return nets


if __name__ == "__main__":
    main()
