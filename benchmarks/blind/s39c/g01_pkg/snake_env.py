"""Tiny Snake game on a grid, written for the 'teach an AI to play snake' tutorial.

No pygame here: the board is just a set of coordinates. The state is the classic
11-feature vector (danger straight/right/left, current direction, food direction).
"""
import random
from collections import namedtuple

import numpy as np

Point = namedtuple("Point", "x, y")

# clockwise order: right, down, left, up
DIRECTIONS = [Point(1, 0), Point(0, 1), Point(-1, 0), Point(0, -1)]


class SnakeGame:
    def __init__(self, w=10, h=10, seed=None):
        self.w = w
        self.h = h
        self.rng = random.Random(seed)
        self.reset()

    def reset(self):
        self.direction = 0
        mid = Point(self.w // 2, self.h // 2)
        self.snake = [mid, Point(mid.x - 1, mid.y), Point(mid.x - 2, mid.y)]
        self.score = 0
        self.frame = 0
        self._place_food()

    def _place_food(self):
        while True:
            self.food = Point(self.rng.randrange(self.w), self.rng.randrange(self.h))
            if self.food not in self.snake:
                break

    def is_collision(self, pt=None):
        pt = self.snake[0] if pt is None else pt
        if pt.x < 0 or pt.x >= self.w or pt.y < 0 or pt.y >= self.h:
            return True
        return pt in self.snake[1:]

    def _ahead(self, d):
        head = self.snake[0]
        step = DIRECTIONS[d % 4]
        return Point(head.x + step.x, head.y + step.y)

    def get_state(self):
        d = self.direction
        head = self.snake[0]
        state = [
            self.is_collision(self._ahead(d)),       # danger straight
            self.is_collision(self._ahead(d + 1)),   # danger right
            self.is_collision(self._ahead(d - 1)),   # danger left
            d == 0, d == 1, d == 2, d == 3,
            self.food.x < head.x, self.food.x > head.x,
            self.food.y < head.y, self.food.y > head.y,
        ]
        return np.array(state, dtype=np.float32)

    def play_step(self, action):
        """action: 0 = straight, 1 = turn right, 2 = turn left."""
        self.frame += 1
        if action == 1:
            self.direction = (self.direction + 1) % 4
        elif action == 2:
            self.direction = (self.direction - 1) % 4
        new_head = self._ahead(self.direction)
        self.snake.insert(0, new_head)

        if self.is_collision() or self.frame > 60 * len(self.snake):
            return -10.0, True, self.score
        if new_head == self.food:
            self.score += 1
            self._place_food()
            return 10.0, False, self.score
        self.snake.pop()
        return 0.0, False, self.score
