"""Multi-task model of sourdough starter rise after a feeding."""
