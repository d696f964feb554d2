from functools import partial

import torch

make_optimizer = partial(torch.optim.SGD, lr=0.1, momentum=0.9, nesterov=True)
