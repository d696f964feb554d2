from functools import partial
from types import SimpleNamespace

import torch
import torch.nn.functional as F

from rt60_learner.learner import Learner
from rt60_learner.net import DecayNet
from rt60_learner.rooms import batches, energy_envelope, impulse_responses


def make_data(batch_size=32):
    train_rir, train_rt = impulse_responses(1200, seed=1)
    valid_rir, valid_rt = impulse_responses(300, seed=2)
    train_x, valid_x = energy_envelope(train_rir), energy_envelope(valid_rir)
    mean, std = train_x.mean(), train_x.std()
    train_x, valid_x = (train_x - mean) / std, (valid_x - mean) / std
    shuffle = torch.Generator().manual_seed(3)
    return SimpleNamespace(
        train=lambda: batches(train_x, train_rt, batch_size, shuffle),
        valid=(valid_x, valid_rt),
        batches_per_epoch=(len(train_rt) + batch_size - 1) // batch_size,
    )


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = make_data()
    learn = Learner(data, DecayNet(), loss_func=F.smooth_l1_loss,
                    opt_func=partial(torch.optim.Adam, betas=(0.9, 0.99), eps=1e-5))
    print("untrained", learn.validate())
    learn.fit_one_cycle(8, lr_max=3e-3)


if __name__ == "__main__":
    main()
