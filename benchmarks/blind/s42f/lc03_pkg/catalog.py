"""Synthetic podcast catalogue and play logs."""
from dataclasses import dataclass

import numpy as np
import torch


@dataclass
class Catalog:
    n_listeners: int = 400
    n_episodes: int = 600
    n_shows: int = 40
    n_tags: int = 30
    n_topics: int = 6


def simulate(cat: Catalog, n_plays: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    show_topic = rng.dirichlet(np.full(cat.n_topics, 0.3), cat.n_shows)
    episode_show = rng.integers(0, cat.n_shows, cat.n_episodes)
    episode_topic = 0.7 * show_topic[episode_show] + 0.3 * rng.dirichlet(np.full(cat.n_topics, 0.5), cat.n_episodes)
    tag_topic = rng.integers(0, cat.n_topics, cat.n_tags)
    episode_tags = np.stack([
        rng.choice(np.flatnonzero(tag_topic == episode_topic[e].argmax()) if (tag_topic == episode_topic[e].argmax()).any()
                   else np.arange(cat.n_tags), 3)
        for e in range(cat.n_episodes)])
    popularity = rng.pareto(1.5, cat.n_episodes) + 0.1
    taste = rng.dirichlet(np.full(cat.n_topics, 0.4), cat.n_listeners)
    commute = rng.random(cat.n_listeners) < 0.5

    listeners = rng.integers(0, cat.n_listeners, n_plays)
    hours = np.where(commute[listeners] & (rng.random(n_plays) < 0.7),
                     rng.choice([7, 8, 17, 18], n_plays), rng.integers(0, 24, n_plays))
    affinity = 12.0 * taste @ episode_topic.T + 0.3 * np.log(popularity)[None, :]
    gumbel = -np.log(-np.log(rng.random((n_plays, cat.n_episodes))))
    episodes = (affinity[listeners] + gumbel).argmax(axis=1)
    plays = {
        "listener": torch.as_tensor(listeners, dtype=torch.long),
        "hour": torch.as_tensor(hours, dtype=torch.long),
        "episode": torch.as_tensor(episodes, dtype=torch.long),
    }
    meta = {
        "episode_show": torch.as_tensor(episode_show, dtype=torch.long),
        "episode_tags": torch.as_tensor(episode_tags, dtype=torch.long),
    }
    return plays, meta


def split_last(plays, frac=0.2):
    n = len(plays["listener"])
    cut = int(n * (1 - frac))
    head = {k: v[:cut] for k, v in plays.items()}
    tail = {k: v[cut:] for k, v in plays.items()}
    return head, tail
