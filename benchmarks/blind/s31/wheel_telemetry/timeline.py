"""Step-indexed event timeline: periodic jobs kept in a heap and run when due."""
import heapq
import itertools


class Timeline:
    def __init__(self):
        self._heap = []
        self._tie = itertools.count()

    def every(self, period, job, first=None, priority=0):
        due = period if first is None else first
        heapq.heappush(self._heap, (due, priority, next(self._tie), period, job))

    def advance(self, step, **context):
        ran = []
        while self._heap and self._heap[0][0] <= step:
            due, priority, _, period, job = heapq.heappop(self._heap)
            job(step=step, **context)
            ran.append(job.__name__)
            heapq.heappush(self._heap, (due + period, priority, next(self._tie), period, job))
        return ran
