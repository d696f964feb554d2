import datetime
import time
from collections import defaultdict, deque

import torch


def get_rank():
    if torch.distributed.is_available() and torch.distributed.is_initialized():
        return torch.distributed.get_rank()
    return 0


def is_main_process():
    return get_rank() == 0


def unwrap_model(model):
    return model.module if hasattr(model, "module") else model


def reduce_dict(d):
    # single-process run: nothing to all-reduce
    return d


class SmoothedValue:
    """Track a series of values and give access to smoothed values over a window."""

    def __init__(self, window_size=20, fmt="{median:.4f} ({global_avg:.4f})"):
        self.deque = deque(maxlen=window_size)
        self.total = 0.0
        self.count = 0
        self.fmt = fmt

    def update(self, value, n=1):
        self.deque.append(value)
        self.count += n
        self.total += value * n

    @property
    def median(self):
        return float(torch.tensor(list(self.deque)).median())

    @property
    def avg(self):
        return float(torch.tensor(list(self.deque)).mean())

    @property
    def global_avg(self):
        return self.total / max(self.count, 1)

    def __str__(self):
        return self.fmt.format(median=self.median, avg=self.avg, global_avg=self.global_avg)


class MetricLogger:
    def __init__(self, delimiter="  "):
        self.meters = defaultdict(SmoothedValue)
        self.delimiter = delimiter

    def update(self, **kwargs):
        for k, v in kwargs.items():
            if isinstance(v, torch.Tensor):
                v = v.item()
            self.meters[k].update(float(v))

    def __getattr__(self, attr):
        if attr in self.meters:
            return self.meters[attr]
        raise AttributeError(attr)

    def __str__(self):
        return self.delimiter.join(f"{name}: {meter}" for name, meter in self.meters.items())

    def log_every(self, iterable, print_freq, header=""):
        start = time.time()
        n = len(iterable)
        for i, obj in enumerate(iterable):
            yield obj
            if (i % print_freq == 0 or i == n - 1) and is_main_process():
                print(f"{header} [{i}/{n}] {self}")
        total = str(datetime.timedelta(seconds=int(time.time() - start)))
        if is_main_process():
            print(f"{header} total time: {total}")
