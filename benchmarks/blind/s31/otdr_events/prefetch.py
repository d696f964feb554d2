"""Shots are simulated on a background thread and handed over through a bounded queue."""
import queue
import threading

import torch

from .traces import shot

_DONE = object()


class Prefetcher:
    def __init__(self, batches, batch_size, seed, depth=4):
        self.queue = queue.Queue(maxsize=depth)
        self.stop = threading.Event()
        self.batches = batches
        self.batch_size = batch_size
        self.seed = seed
        self.thread = threading.Thread(target=self._produce, daemon=True)

    def _put(self, item):
        while not self.stop.is_set():
            try:
                self.queue.put(item, timeout=0.05)
                return True
            except queue.Full:
                continue
        return False

    def _produce(self):
        g = torch.Generator().manual_seed(self.seed)
        for _ in range(self.batches):
            if not self._put(shot(self.batch_size, g)):
                return
        self._put(_DONE)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stop.set()
        self.thread.join()
        return False

    def __iter__(self):
        while True:
            item = self.queue.get()
            if item is _DONE:
                return
            yield item
